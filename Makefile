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
