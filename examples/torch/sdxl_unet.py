"""The Stable Diffusion XL base UNet at its published size (2.6B parameters, 10 GB of float32
weights): diffusers' UNet2DConditionModel with SDXL's published config, on one 1024x1024 image's
latents (128x128), CLIP text states of 77 tokens x 2048, and SDXL's pooled text embedding and
size/crop conditioning. Compile-only for a TPU, without its weights:

    tpu-compat torch examples/torch/sdxl_unet.py --device tpu --topology v6e:2x2
"""

import torch
from torch import nn

# SDXL base 1.0's unet/config.json (the values that differ from UNet2DConditionModel's defaults).
SDXL = {
    "sample_size": 128,
    "block_out_channels": (320, 640, 1280),
    "down_block_types": ("DownBlock2D", "CrossAttnDownBlock2D", "CrossAttnDownBlock2D"),
    "up_block_types": ("CrossAttnUpBlock2D", "CrossAttnUpBlock2D", "UpBlock2D"),
    "transformer_layers_per_block": (1, 2, 10),
    "attention_head_dim": (5, 10, 20),
    "cross_attention_dim": 2048,
    "use_linear_projection": True,
    "addition_embed_type": "text_time",
    "addition_time_embed_dim": 256,
    "projection_class_embeddings_input_dim": 2816,
}


class Unet(nn.Module):
    """SDXL's UNet called positionally: latents, timestep, text states, pooled text, time ids."""

    def __init__(self):
        super().__init__()
        from diffusers import UNet2DConditionModel

        self.unet = UNet2DConditionModel(**SDXL)

    def forward(self, sample, timestep, text, pooled, time_ids):
        cond = {"text_embeds": pooled, "time_ids": time_ids}
        return self.unet(sample, timestep, text, added_cond_kwargs=cond, return_dict=False)[0]


def model():
    return Unet()


def inputs():
    return (
        torch.randn(1, 4, 128, 128),
        torch.tensor([999]),
        torch.randn(1, 77, 2048),
        torch.randn(1, 1280),
        torch.tensor([[1024.0, 1024.0, 0.0, 0.0, 1024.0, 1024.0]]),
    )
