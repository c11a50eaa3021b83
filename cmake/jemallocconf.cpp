// SPDX-License-Identifier: MIT
// jemalloc's compiled-in options (read once, before the first allocation; MALLOC_CONF in the
// environment still overrides them). A run's model is tens of megabytes of small blocks, and on a
// VM a 4 KiB page fault costs ~10 us: backing the heap with transparent huge pages (where the
// system allows them: THP "always" or "madvise") cuts `perfopt inspect`'s page faults ~12x and its
// CPU time by ~40 % (issue 14). One arena: the programs run a handful of threads (the thread
// caches keep them apart), and arenas per core left more huge pages half used (strict check's peak
// RSS 136 -> 129 MB). Linked into the programs only, never into sanitizer builds.
extern "C" {
// NOLINTNEXTLINE: the name and type are jemalloc's interface.
const char *malloc_conf = "thp:always,metadata_thp:auto,narenas:1";
}
