# LayoutLab — `make run` starts the lab, `make test` runs every test.
SWIFT ?= swift
BIN = $(shell $(SWIFT) build --show-bin-path)
RELEASE_BIN = $(shell $(SWIFT) build -c release --show-bin-path)
SOURCES = Package.swift Sources Tests Benchmarks Plugins

.PHONY: run test bench format lint system-packages

# libedit-dev (and tmux for the tests), installed when missing.
system-packages:
	@sh scripts/ensure-system-packages.sh

run: system-packages
	@$(SWIFT) build --product layoutlab
	@$(BIN)/layoutlab

test: system-packages lint
	$(SWIFT) build --build-tests
	$(SWIFT) test
	$(BIN)/layoutlab validate Lessons

# Release build; medians of several runs; the Swift core beside a plain C loop.
bench: system-packages
	$(SWIFT) build -c release --product layoutlab-bench
	$(SWIFT) build -c release --product layoutlab
	$(RELEASE_BIN)/layoutlab-bench --json bench-results.json

format:
	$(SWIFT) format --in-place --recursive $(SOURCES)

lint:
	$(SWIFT) format lint --strict --recursive $(SOURCES)
