"""AutoExplore: find the file in a repository that answers a question (cd / cat / id)."""
