"""Helpers of the tests that are not tests themselves (e.g. scripts the tests launch)."""
