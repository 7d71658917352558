#!/bin/bash
export RESUME_MODE_ENABLE=1
export ASCEND_CACHE_PATH=/job/code/op_cache
ROOT_PATH=/job/code/scripts
torch_npu_run --nnodes=4 --nproc_per_node=8 ${ROOT_PATH}/../train.py --save-interval 50 &> log & train_pids[0]=$!
python -u "${ROOT_PATH}"/reset_process.py -p "${train_pids[@]}" & reset_pid=$!
wait ${train_pids[0]}
