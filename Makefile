# The two commands of the README. Everything else is CMake.
SAMPLE ?= resources/samples/demo/rms_norm
.PHONY: all deps build run test asan bench screenshots translations clean

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

bench: build
	cmake --build --preset release --target bench

translations: deps
	cmake --preset release
	cmake --build --preset release --target update_translations

clean:
	rm -rf build
