"""The transformers backend: batched scoring and prefill, prefix reuse, decoding."""
