SHELL := /bin/bash
# LayoutLab — `make run` starts the lab, `make test` runs every test.
SWIFT ?= swift
BIN = $(shell $(SWIFT) build --show-bin-path)
RELEASE_BIN = $(shell $(SWIFT) build -c release --show-bin-path)
SOURCES = Package.swift Sources Tests Benchmarks Plugins Fuzz

.PHONY: run test test-fast test-quick bench fuzz format lint system-packages run-packages install uninstall

# The Debian packages, installed when missing: the lab itself needs libedit-dev alone; the tests
# also drive tmux, man, chromium and cmark (scripts/ensure-system-packages.sh says why each).
run-packages:
	@sh scripts/ensure-system-packages.sh run

system-packages:
	@sh scripts/ensure-system-packages.sh test

# The exercise kit is prepared beside the built lab (once per kit version; a few seconds), so
# that the first `check` compiles only the learner's file.
run: run-packages
	@$(SWIFT) build --product layoutlab
	@$(BIN)/layoutlab exercise prepare > /dev/null || true
	@$(BIN)/layoutlab

# The tests run in three processes at once (scripts/run-tests.sh says why); a hang anywhere
# fails the run in minutes instead of holding CI to its limit.
test: system-packages lint
	$(SWIFT) build --build-tests
	sh scripts/run-tests.sh $(BIN)/LayoutLabPackageTests.xctest "$(BIN)/layoutlab exercise prepare"
	$(BIN)/layoutlab validate --strict Lessons

# The quick loop while working: the unit layer alone — not the tests that run the Swift
# compiler (`.layer(.toolchain)`), drive a terminal or install (`terminal`), load pages in
# Chromium (`browser`) or sweep exhaustively (`stress`), nor the lint. `make test` runs them
# all; LAYOUTLAB_LAYERS=unit,browser make test-fast (say) takes the layers named.
# It builds optimised (-O, assertions and overflow checks kept) in a folder of its own,
# .build/fast: its tests then run in about 18 s here rather than 42 s of a debug build. The
# first build takes about 6 minutes; a change inside a function rebuilds as fast as a debug
# build, a change to LayoutCore's interface takes about 3½ minutes rather than 1½.
# TEST_FAST_BUILD=debug make test-fast runs the same tests on the debug build instead.
FAST_BUILD = $(if $(filter debug,$(TEST_FAST_BUILD)),,--scratch-path .build/fast -Xswiftc -O)
FAST_BIN = $(shell $(SWIFT) build $(FAST_BUILD) --show-bin-path)
test-fast: system-packages
	$(SWIFT) build --build-tests $(FAST_BUILD)
	LAYOUTLAB_LAYERS=$${LAYOUTLAB_LAYERS:-unit} sh scripts/run-tests.sh $(FAST_BIN)/LayoutLabPackageTests.xctest

test-quick: test-fast

# `make install` builds a release executable (with the Swift runtime linked in, so it runs
# without the toolchain) and installs it under PREFIX with its man page and bash and zsh
# completion; PREFIX=~/.local needs no root. LAYOUTLAB=PATH installs that executable instead.
PREFIX ?= /usr/local
install: run-packages
	@if [ -z "$(LAYOUTLAB)" ]; then $(SWIFT) build -c release --static-swift-stdlib --product layoutlab; fi
	@sh scripts/install.sh "$(DESTDIR)$(PREFIX)" "$(or $(LAYOUTLAB),$(RELEASE_BIN)/layoutlab)"

uninstall:
	@sh scripts/uninstall.sh "$(DESTDIR)$(PREFIX)"

# Release build; medians of several runs; the Swift core beside a plain C loop.
bench: run-packages
	$(SWIFT) build -c release --product layoutlab-bench
	$(SWIFT) build -c release --product layoutlab
	$(RELEASE_BIN)/layoutlab-bench --json bench-results.json

# libFuzzer on each parser: place JSON, lesson files, shell command lines, answer expressions.
# FUZZ_SECONDS per target (default 60). The seeds in Fuzz/Corpus are copied to a working corpus
# under .build/fuzz; a crash leaves its input in .build/fuzz/crash-TARGET-*: copy it into
# Fuzz/Corpus/TARGET, where `make test` replays it from then on.
FUZZ_SECONDS ?= 60
FUZZ_TARGETS = place-json lesson command expression
# Both sanitizers in one -sanitize flag, after SwiftPM's own (--sanitize fuzzer, which also
# tells it that libFuzzer brings main): given as two SwiftPM flags, --sanitize fuzzer
# --sanitize address, the second replaced the first and the targets had no coverage counters.
FUZZ_MAX_LEN ?= 262144
FUZZ_BUILD = $(SWIFT) build --scratch-path .build/fuzz --sanitize fuzzer -Xswiftc -sanitize=fuzzer,address \
	-Xswiftc -DFUZZING -Xswiftc -use-ld=lld
fuzz: run-packages
	@for target in $(FUZZ_TARGETS); do $(FUZZ_BUILD) --product fuzz-$$target || exit 1; done
	@for target in $(FUZZ_TARGETS); do \
		corpus=.build/fuzz/corpus/$$target; rm -rf $$corpus; mkdir -p $$corpus; cp Fuzz/Corpus/$$target/* $$corpus/; \
		log=.build/fuzz/$$target.log; \
		echo "== fuzz-$$target for $(FUZZ_SECONDS) s"; \
		SWIFT_BACKTRACE=enable=no .build/fuzz/debug/fuzz-$$target -max_total_time=$(FUZZ_SECONDS) \
			-max_len=$(FUZZ_MAX_LEN) -timeout=10 -print_final_stats=1 -artifact_prefix=.build/fuzz/crash-$$target- \
			$$corpus > $$log 2>&1; status=$$?; \
		grep -E "^stat::(number_of_executed_units|new_units_added)|==[0-9]+==|SUMMARY|crash-" $$log; \
		if grep -q "instrumented for coverage" $$log; then \
			echo "fuzz-$$target carries no coverage counters (see $$log)"; exit 1; fi; \
		if [ $$status -ne 0 ]; then echo "fuzz-$$target stopped with status $$status (see $$log)"; exit 1; fi; \
		if grep -Eq "^stat::new_units_added: +0$$" $$log; then \
			echo "fuzz-$$target found no new units in $(FUZZ_SECONDS) s (see $$log)"; exit 1; fi; \
	done

format:
	$(SWIFT) format --in-place --recursive $(SOURCES)

lint:
	$(SWIFT) format lint --strict --recursive $(SOURCES)
