# The two commands of the README. Everything else is CMake.
SAMPLE ?= resources/samples/demo/rms_norm
# Seconds each fuzz target runs: `make fuzz` (long, default 600) and `make fuzz-ci` (short).
SECONDS ?= 600
CI_FUZZ_SECONDS ?= 10
.PHONY: all deps build run test asan fuzz fuzz-ci fuzz-build bench screenshots translations clean

all: build

deps:
	@bash scripts/install-deps.sh

build: deps
	cmake --preset release
	cmake --build --preset release

run: build
	build/release/bin/perfopt-workbench $(SAMPLE)

test: build
	ctest --preset release

asan: deps
	cmake --preset asan
	cmake --build --preset asan
	ctest --preset asan

# libFuzzer targets (clang-19 + ASan + UBSan, perfopt_core only): replay the regression inputs and
# seeds as ctests, then fuzz each target for SECONDS (scripts/fuzz.sh prints executions per target).
fuzz-build:
	@bash scripts/install-deps.sh --fuzz
	cmake --preset fuzz
	cmake --build --preset fuzz
	ctest --preset fuzz

fuzz: fuzz-build
	bash scripts/fuzz.sh $(SECONDS)

fuzz-ci: fuzz-build
	bash scripts/fuzz.sh $(CI_FUZZ_SECONDS)

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
	cmake --preset release
	cmake --build --preset release --target update_translations

clean:
	rm -rf build
