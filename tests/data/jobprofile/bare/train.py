import torch
import torch_npu


def main():
    # torch.npu.set_compile_mode(jit_compile=False)   left out on purpose
    torch.save({}, "ckpt.pt")


if __name__ == "__main__":
    main()
