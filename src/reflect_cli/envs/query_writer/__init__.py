"""QueryWriter: choose the code's words to add to a question (see :mod:`.env`)."""
