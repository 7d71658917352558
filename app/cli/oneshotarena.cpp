#include "oneshotarena.h"

#include <sys/mman.h>

#include <atomic>
#include <cstddef>
#include <cstdlib>
#include <new>

namespace {

// Address space is reserved, not committed: pages appear as they are touched.
constexpr std::size_t kArenaBytes = std::size_t(8) << 30;
constexpr std::size_t kAlign = alignof(std::max_align_t);

char *g_begin = nullptr;
char *g_end = nullptr;
std::atomic<char *> g_next{nullptr};
std::atomic<bool> g_enabled{false};

bool inArena(void *p)
{
    return g_begin && p >= g_begin && p < g_end;
}

void *arenaAllocate(std::size_t size)
{
    const std::size_t rounded = (size + kAlign - 1) & ~(kAlign - 1);
    char *p = g_next.fetch_add(rounded, std::memory_order_relaxed);
    if (p + rounded > g_end)
        return nullptr;     // reservation exhausted: fall back to malloc
    return p;
}

[[maybe_unused]] void *allocate(std::size_t size)
{
    if (size == 0)
        size = 1;
    if (g_enabled.load(std::memory_order_relaxed)) {
        if (void *p = arenaAllocate(size))
            return p;
    }
    if (void *p = std::malloc(size))
        return p;
    throw std::bad_alloc();
}

[[maybe_unused]] void release(void *p) noexcept
{
    if (!inArena(p))
        std::free(p);
}

} // namespace

namespace ascendops::cli {

void OneShotArena::enable()
{
    if (!g_begin) {
        void *p = mmap(nullptr, kArenaBytes, PROT_READ | PROT_WRITE,
                       MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
        if (p == MAP_FAILED)
            return;         // no arena: everything keeps using malloc
        madvise(p, kArenaBytes, MADV_HUGEPAGE);
        g_begin = static_cast<char *>(p);
        g_end = g_begin + kArenaBytes;
        g_next.store(g_begin);
    }
    g_enabled.store(true);
}

void OneShotArena::disable()
{
    g_enabled.store(false);
}

} // namespace ascendops::cli

// The sanitizers bring allocation functions of their own, and the arena
// replaces only the plain ones: memory from their nothrow operator new
// (std::stable_sort's buffer) would come back through the arena's delete to
// free(). Under a sanitizer the arena is not used.
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define ASCENDOPS_NO_ARENA 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define ASCENDOPS_NO_ARENA 1
#endif
#endif

#ifndef ASCENDOPS_NO_ARENA
// Replacing the global allocation functions is what lets standard containers
// in the backend use the arena without knowing of it.
void *operator new(std::size_t size) { return allocate(size); }
void *operator new[](std::size_t size) { return allocate(size); }
void operator delete(void *p) noexcept { release(p); }
void operator delete[](void *p) noexcept { release(p); }
void operator delete(void *p, std::size_t) noexcept { release(p); }
void operator delete[](void *p, std::size_t) noexcept { release(p); }
#endif
