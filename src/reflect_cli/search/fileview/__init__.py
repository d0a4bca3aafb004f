"""The read-only view of an explored tree: the walk (view), .gitignore rules, name checks and the
sandboxed open. The tree is hostile input; everything here is bounded."""
