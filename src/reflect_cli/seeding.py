"""One seed for every random number generator a run touches (Python, numpy, torch)."""

from __future__ import annotations

import random

import numpy as np


def seed_everything(seed: int) -> np.random.Generator:
    import torch

    random.seed(seed)
    np.random.seed(seed % 2**32)
    torch.manual_seed(seed)
    return np.random.default_rng(seed)
