"""Code search, below the environments and ``reflect explore``: the read-only file view and its
walk (:mod:`~reflect_cli.search.fileview`), ignore rules, terms and BM25
(:mod:`~reflect_cli.search.terms`, :mod:`~reflect_cli.search.bm25`), the code-aware index
(:mod:`~reflect_cli.search.code_index`), the stored index (:mod:`~reflect_cli.search.tree_index`,
:mod:`~reflect_cli.search.indexing`), question parsing (:mod:`~reflect_cli.search.questions`) and
the answer's ranking (:mod:`~reflect_cli.search.ranker`)."""
