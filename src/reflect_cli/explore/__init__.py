"""``reflect explore``: the explorer, its ranked answer and the excerpts it shows."""
