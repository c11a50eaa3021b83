# The two commands of the README. Everything else is CMake.
SAMPLE ?= resources/samples/demo/rms_norm
# Seconds each fuzz target runs: `make fuzz` (long, default 600) and `make fuzz-ci` (short).
SECONDS ?= 600
CI_FUZZ_SECONDS ?= 10
.PHONY: all deps build run test asan asan-build fuzz fuzz-ci bench screenshots translations clean

all: build

# A build folder configured before the presets chose Ninja (Unix Makefiles) is configured afresh
# instead of refused by CMake ("Does not match the generator used previously").
define ninja_folder
	@if [ -f build/$(1)/CMakeCache.txt ] && ! grep -q '^CMAKE_GENERATOR:INTERNAL=Ninja$$' build/$(1)/CMakeCache.txt; then \
	  echo "build/$(1) was made for another generator: configuring it again for Ninja"; \
	  rm -rf build/$(1)/CMakeCache.txt build/$(1)/CMakeFiles; \
	fi
endef

deps:
	@bash scripts/install-deps.sh

build: deps
	$(call ninja_folder,release)
	cmake --preset release
	cmake --build --preset release

run: build
	build/release/bin/perfopt-workbench $(SAMPLE)

test: build
	ctest --preset release

# ASan + UBSan (clang-19, the Debian release Qt comes from): every test, and the libFuzzer targets
# on the same instrumented perfopt_core (their seeds and regression inputs replay as ctests).
asan-build:
	@bash scripts/install-deps.sh --clang
	$(call ninja_folder,asan)
	cmake --preset asan
	cmake --build --preset asan

asan: asan-build
	ctest --preset asan

# Each fuzz target for SECONDS in fork mode (scripts/fuzz.sh prints executions per target);
# fuzz-ci: briefly, in one process each.
# FUZZ_ASAN_OPTIONS=quarantine_size_mb=0 trades use-after-free detection for speed (tests/fuzz/README.md).
fuzz: asan-build
	FUZZ_FORK=1 bash scripts/fuzz.sh $(SECONDS)

fuzz-ci: asan-build
	FUZZ_JOBS=2 bash scripts/fuzz.sh $(CI_FUZZ_SECONDS)

bench: build
	cmake --build --preset release --target bench

# The README's pictures: the smoke run on the bundled sample, copied to docs/images/ on purpose.
screenshots: build
	ctest --preset release -R smoke_screenshots
	cp build/screenshots/main_rms_norm_en_light.png docs/images/records-and-outline.png
	cp build/screenshots/main_rms_norm_en_chart.png docs/images/task-duration-charts.png
	cp build/screenshots/main_rms_norm_en_diff.png docs/images/diff-editor.png
	cp build/screenshots/rounds_en_light.png docs/images/rounds.png

translations: deps
	$(call ninja_folder,release)
	cmake --preset release
	cmake --build --preset release --target update_translations

clean:
	rm -rf build
