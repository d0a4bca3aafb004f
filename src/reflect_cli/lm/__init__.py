"""Language models: the backend Protocol, loading by name, the embedded model, trained-run
formats and adapters, with one sub-package per backend (transformers, llama.cpp)."""
