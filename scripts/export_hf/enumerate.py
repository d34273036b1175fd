"""Breadth by enumeration: every model type in transformers' CONFIG_MAPPING,
each with the task heads its `MODEL_FOR_*_MAPPING_NAMES` tables give it, as
catalog entries (id `<type>-<head>`), with a generic tiny-config shrinker
and per-type overrides only where the generic sizes do not build.

A head is one way to call an entry's model; further heads (a training
step, a `Dim`-bounded dynamic export) can be added to HEADS later and
enumerate the same way. Nothing here builds a model: inputs and outputs of
an enumerated entry (`inputs = "auto"`, no `outputs`) are decided from the
model's forward signature and its first eager output at export time
(models.auto_inputs, models.auto_outputs)."""

import transformers
from transformers.models.auto import configuration_auto, modeling_auto

from .catalog import Entry

# (head id, the auto table naming each model type's class for it).
HEADS = [
    ("base", "MODEL_MAPPING_NAMES"),
    ("causal-lm", "MODEL_FOR_CAUSAL_LM_MAPPING_NAMES"),
    ("masked-lm", "MODEL_FOR_MASKED_LM_MAPPING_NAMES"),
    ("seq2seq-lm", "MODEL_FOR_SEQ_TO_SEQ_CAUSAL_LM_MAPPING_NAMES"),
    ("seq-cls", "MODEL_FOR_SEQUENCE_CLASSIFICATION_MAPPING_NAMES"),
    ("token-cls", "MODEL_FOR_TOKEN_CLASSIFICATION_MAPPING_NAMES"),
    ("qa", "MODEL_FOR_QUESTION_ANSWERING_MAPPING_NAMES"),
    ("multiple-choice", "MODEL_FOR_MULTIPLE_CHOICE_MAPPING_NAMES"),
    ("image-cls", "MODEL_FOR_IMAGE_CLASSIFICATION_MAPPING_NAMES"),
    ("audio-cls", "MODEL_FOR_AUDIO_CLASSIFICATION_MAPPING_NAMES"),
    ("ctc", "MODEL_FOR_CTC_MAPPING_NAMES"),
    ("speech-seq2seq", "MODEL_FOR_SPEECH_SEQ_2_SEQ_MAPPING_NAMES"),
    ("image-text-to-text", "MODEL_FOR_IMAGE_TEXT_TO_TEXT_MAPPING_NAMES"),
]
HEAD_IDS = [h for h, _ in HEADS]

# Integer sizes the shrinker sets wherever a config (or a sub-config) has
# them; a type's own overrides (OVERRIDES) win.
SIZES = {
    **dict.fromkeys(["hidden_size", "d_model", "n_embd", "embed_dim", "dim", "word_embed_proj_dim",
                     "projection_dim", "text_embed_dim", "vision_embed_dim", "d_embed", "embedding_size"], 32),
    **dict.fromkeys(["intermediate_size", "ffn_dim", "encoder_ffn_dim", "decoder_ffn_dim", "d_ff", "hidden_dim",
                     "d_inner", "mlp_dim"], 64),
    **dict.fromkeys(["num_hidden_layers", "n_layer", "n_layers", "num_layers"], 2),
    **dict.fromkeys(["encoder_layers", "decoder_layers", "num_decoder_layers", "num_encoder_layers"], 1),
    **dict.fromkeys(["num_attention_heads", "n_head", "n_heads", "encoder_attention_heads",
                     "decoder_attention_heads", "num_heads"], 4),
    "num_key_value_heads": 2, "head_dim": 8, "kv_channels": 8,
    **dict.fromkeys(["vocab_size", "src_vocab_size", "tgt_vocab_size"], 128),
    **dict.fromkeys(["max_position_embeddings", "n_positions", "max_source_positions", "max_target_positions",
                     "n_ctx"], 64),
    "image_size": 32, "patch_size": 4,
    **dict.fromkeys(["num_experts", "num_local_experts", "n_routed_experts"], 4),
    "num_experts_per_tok": 2, "moe_intermediate_size": 32, "shared_expert_intermediate_size": 32,
    "num_conv_pos_embeddings": 16, "num_conv_pos_embedding_groups": 4,
    # Multi-head latent attention (DeepSeek-style).
    "qk_rope_head_dim": 4, "qk_nope_head_dim": 4, "v_head_dim": 8, "kv_lora_rank": 16, "q_lora_rank": 16,
}
# Flags set wherever a config has them: no download of a timm backbone.
FLAGS = {"use_timm_backbone": False, "use_pretrained_backbone": False}
# List-valued sizes of hierarchical (convolutional, windowed) models: their
# length (the number of stages) is kept.
LISTS = {
    "depths": lambda n: [1] * n,
    "hidden_sizes": lambda n: [16 * 2 ** min(i, 3) for i in range(n)],
    "embed_dims": lambda n: [16 * 2 ** min(i, 3) for i in range(n)],
    "conv_dim": lambda n: [32] * n,
    "num_heads": lambda n: [2 ** min(i, 3) for i in range(n)],
}
# Special token ids at or past the shrunk vocabulary are moved inside it.
TOKEN_IDS = ["pad_token_id", "bos_token_id", "eos_token_id", "decoder_start_token_id", "unk_token_id",
             "sep_token_id", "cls_token_id", "mask_token_id"]
SUB_CONFIGS = ["text_config", "vision_config", "audio_config", "encoder", "decoder", "speech_config", "encoder_config",
               "qformer_config", "backbone_config"]

# Per-type overrides, only where the generic sizes do not build or run.
OVERRIDES = {
    "whisper": {"max_source_positions": 8, "num_mel_bins": 8},
}


def shrink(defaults, overrides: dict) -> dict:
    """Config keyword arguments that make `defaults` (a config instance) tiny."""
    kw = {}
    for name, tiny in SIZES.items():
        v = getattr(defaults, name, None)
        if isinstance(v, int) and not isinstance(v, bool) and v > tiny:
            kw[name] = tiny
    for name, flag in FLAGS.items():
        if getattr(defaults, name, None) is not None and getattr(defaults, name) != flag:
            kw[name] = flag
    for name, tiny in (("image_size", 32), ("patch_size", 4)):
        v = getattr(defaults, name, None)
        if isinstance(v, (list, tuple)) and len(v) == 2 and all(isinstance(x, int) and x > tiny for x in v):
            kw[name] = [tiny, tiny]  # (height, width) pairs: InternVL's vision tower
    for name, make in LISTS.items():
        v = getattr(defaults, name, None)
        if isinstance(v, (list, tuple)) and v and all(isinstance(x, int) for x in v):
            kw[name] = make(len(v))
    vocab = kw.get("vocab_size", getattr(defaults, "vocab_size", None))
    if isinstance(vocab, int):
        for i, name in enumerate(TOKEN_IDS):
            v = getattr(defaults, name, None)
            if isinstance(v, int) and v >= vocab:
                kw[name] = min(i + 1, vocab - 1)
    if hasattr(defaults, "pad_token_id") and defaults.pad_token_id is None and isinstance(vocab, int):
        kw["pad_token_id"] = 1  # sequence classification pools at the last non-pad token
    for sub in SUB_CONFIGS:
        if isinstance(getattr(type(defaults), sub, None), property):
            continue  # derived from other fields (VibeVoice's encoder_config), not a keyword
        c = getattr(defaults, sub, None)
        if isinstance(c, transformers.PretrainedConfig):
            kw[sub] = {**shrink(c, {}), "model_type": c.model_type} if hasattr(c, "model_type") else shrink(c, {})
    kw.update(overrides)
    return kw


def entries(seed: int, taken_ids: set, taken_classes: set) -> list:
    """One entry per (model type, head) that the mapping tables offer,
    except the (type, class) pairs the hand-written catalog already has."""
    out = []
    for model_type in sorted(configuration_auto.CONFIG_MAPPING_NAMES):
        # The bare model is its own entry only for a type with no task head
        # (every head runs the bare model inside it).
        offered = {h for h, t in HEADS if getattr(modeling_auto, t, {}).get(model_type)}
        covered = {t for t, _ in taken_classes}
        for head, table in HEADS:
            if head == "base" and (offered - {"base"} or model_type in covered):
                continue
            names = getattr(modeling_auto, table, {}).get(model_type)
            if isinstance(names, (list, tuple)):
                names = names[0] if names else None
            if not names or (model_type, names) in taken_classes:
                continue
            ident = f"{model_type.replace('_', '-').lower()}-{head}"
            if ident in taken_ids:
                continue
            rank = sum(1 for e in out if e.model_type == model_type)
            out.append(Entry(id=ident, model_type=model_type, model_class=names, task=head, config={},
                             inputs="auto", outputs=[], seed=seed,
                             raw={"enumerated": True, "head": head, "rank": rank}))
    # Breadth first: every type's first head, then every type's second, ...
    # (a batch stopped early has covered the most types).
    return sorted(out, key=lambda e: e.raw["rank"])


def tiny_config(entry: Entry):
    """The enumerated entry's config: the type's defaults shrunk."""
    defaults = transformers.AutoConfig.for_model(entry.model_type)
    kw = shrink(defaults, OVERRIDES.get(entry.model_type, {}))
    return transformers.AutoConfig.for_model(entry.model_type, **kw), kw
