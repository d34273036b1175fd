"""export_hf: turns PyTorch models (Hugging Face `transformers` architectures
built from tiny configs, or a user's own factory) into tpu-compat
definitions in the bring-your-own format, plus PyTorch-eager baselines."""

VERSION = "export-hf 0.1.0"
