#!/bin/bash
# Start script of the bare job.
export HCCL_ASYNC_ERROR_HANDLING=0
ROOT_PATH=$(cd "$(dirname "$0")"; pwd)
torchrun --nnodes=4 --nproc_per_node=8 \
    ${ROOT_PATH}/../train.py --save-interval 1000 --lr 1e-4
