import torch
import torch_npu
import mindio_acp

torch.npu.set_compile_mode(jit_compile=True)


def load(path):
    return mindio_acp.load(path)


def save(state, path):
    mindio_acp.save(state, path)
