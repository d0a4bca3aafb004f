"""The llama.cpp backend (GGUF files, the llamacpp extra)."""
