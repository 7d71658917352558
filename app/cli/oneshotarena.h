#pragma once

namespace ascendops::cli {

// While a one-shot command runs, every operator new in this process is served
// from a bump arena on transparent huge pages and operator delete of arena
// memory does nothing; the process exits soon after and the kernel reclaims
// the arena at once. A 16k-rank rank table builds ~300k small allocations,
// and this removes the cost of allocating, freeing and first touching them,
// which is over a third of its validation time. Memory from before
// enable() or after disable() goes through malloc/free as usual, so only
// commands that end the process should enable it.
class OneShotArena
{
public:
    static void enable();
    static void disable();
};

} // namespace ascendops::cli
