#!/bin/bash
export MS_COMPILER_CACHE_PATH=/tmp/graph_cache
msrun --worker_num=16 --local_worker_num=8 /job/scripts/train.py --save_checkpoint_steps=200
