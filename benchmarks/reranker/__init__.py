"""A trained re-ranker of the BM25 top 8: research code that did not ship (benchmarks/README.md)."""
