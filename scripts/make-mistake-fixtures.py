#!/usr/bin/env python3
"""Writes Tests/LessonsTests/Fixtures/mistakes: one valid lesson copied with one authoring
mistake each, the kinds a teacher makes (issue 12), and Fixtures/benign: variations that must
still pass. Each mistake file ends with `// expect: CODE LINE` (`… warning` for a warning), read
by MistakeFixtureTests.
Run it again after changing the base lesson; the files are kept in the repository."""
import os

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "Tests", "LessonsTests", "Fixtures", "mistakes")
BENIGN = os.path.join(HERE, "..", "Tests", "LessonsTests", "Fixtures", "benign")

BASE = """id: {id}
title: Mistakes
version: 1
summary: One lesson, one mistake.

== Two tags
Two tags side by side.

> set width 20
> add Swift
> add Layout

predict: At which x will Layout start?
answer: x(Layout)
mistake: right(Swift) => That is where Swift ends.
hint: Swift is 7 wide.
explain: 7, then 1 of spacing.

== Where it lands
> set width 10
> add Swift
> add Layout

predict: On which row does Layout land?
answer: row(Layout)
hint: 7 + 1 + 8 > 10.

== Pick one
> add Swift

predict: How many rows?
choice: 1
choice: 2
answer: rows
hint: One tag.

== Make them wrap
> set width 20
> add Swift
> add Layout

task: Put Layout on a second row.
goal: rows == 2 and count == 2
solution: set width 10
hint: The width decides.

== A carousel
> layout snap-carousel
> set items 3

question: How wide is the content?
answer: contentwidth
hint: Add the cards, the distances between them and the insets.
"""

def lines():
    return BASE.split("\n")

def replace(number, text):
    def f(ls):
        ls[number - 1] = text
        return ls
    return f

def insert(number, text):
    """text becomes line `number`."""
    def f(ls):
        ls.insert(number - 1, text)
        return ls
    return f

def delete(number):
    def f(ls):
        del ls[number - 1]
        return ls
    return f

def append_step(*texts):
    """A step after the last one: its lines start at line 55 (the base has 53, then a blank)."""
    def f(ls):
        return ls[:-1] + ["", *texts, ""]
    return f

def both(*fs):
    def f(ls):
        for g in fs:
            ls = g(ls)
        return ls
    return f

# (name, change, code, line of the mistake after the change)
# A walk step, appended after the base's last: its lines are 55 to 62.
WALK = [
    "== Walk it", "> layout flow", "> set width 6", "> add Swift",
    "walk: Which line of the listing runs next?", "stop: if x + size.width > maxWidth | item 0",
    "ask: next line", "hint: x > 0 is part of the test.",
]

MISTAKES = [
    ("pictrue-key", insert(25, "pictrue:"), "unknown-key", 25),
    ("quesiton-key", replace(13, "quesiton: At which x will Layout start?"), "unknown-key", 13),
    ("perdict-key", replace(24, "perdict: On which row does Layout land?"), "unknown-key", 24),
    ("anwser-key", replace(14, "anwser: x(Layout)"), "unknown-key", 14),
    ("hnit-key", replace(16, "hnit: Swift is 7 wide."), "unknown-key", 16),
    ("capital-question", replace(13, "Predict: At which x will Layout start?"), "unknown-key", 13),
    ("capital-hint", replace(16, "Hint: Swift is 7 wide."), "unknown-key", 16),
    ("explian-key", replace(17, "explian: 7, then 1 of spacing."), "unknown-key", 17),
    ("choise-key", replace(32, "choise: 1"), "unknown-key", 32),
    ("tab-before-answer", replace(14, "\tanswer: x(Layout)"), "tab-indent", 14),
    ("spaces-before-hint", replace(16, "  hint: Swift is 7 wide."), "tab-indent", 16),
    ("literal-number-answer", replace(14, "answer: 8"), "literal-answer", 14),
    ("literal-text-answer", replace(14, 'answer: "8"'), "literal-answer", 14),
    ("literal-negative-answer", replace(52, "answer: -3"), "literal-answer", 52),
    ("duplicate-choice", insert(34, "choice: 2"), "duplicate-choice", 34),
    ("letter-choice", insert(34, "choice: b"), "letter-choice", 34),
    ("show-in-setup", insert(12, "> show"), "not-an-edit", 12),
    ("frames-in-setup", insert(12, "> frames"), "not-an-edit", 12),
    ("trace-as-solution", insert(44, "solution: trace"), "not-an-edit", 44),
    ("next-in-setup", insert(12, "> next"), "not-an-edit", 12),
    ("mistake-on-task", insert(44, "mistake: 1 => Not this."), "detail-not-for-check", 44),
    ("empty-mistake-text", replace(15, "mistake: right(Swift) =>"), "empty-value", 15),
    ("empty-step", insert(54, "== Nothing here"), "empty-step", 54),
    ("nul-in-prose", replace(7, "Two tags\u0000 side by side."), "control-character", 7),
    ("escape-in-prose", replace(7, "Two tags \u001b[31mside by side."), "control-character", 7),
    ("escape-in-hint", replace(16, "hint: Swift \u001b]0;title\u0007 is 7 wide."), "control-character", 16),
    ("byte-order-mark", replace(1, "\ufeffid: byte-order-mark"), "byte-order-mark", 1),
    ("unknown-header-key", insert(5, "auther: A. Teacher"), "unknown-header-key", 5),
    ("duplicate-header-key", insert(3, "title: Again"), "duplicate-header-key", 3),
    ("missing-version", delete(3), "missing-header-key", 1),
    ("bad-version", replace(3, "version: 0"), "bad-version", 3),
    ("bad-skip", insert(5, "skip: maybe"), "bad-skip", 5),
    ("bad-order", insert(5, "order: first"), "bad-order", 5),
    ("untitled-step", replace(6, "=="), "untitled-step", 6),
    ("empty-command", insert(12, ">"), "empty-command", 12),
    ("setup-after-check", insert(17, "> add Flow"), "setup-after-check", 17),
    ("duplicate-picture", both(insert(12, "picture:"), insert(13, "| x"), insert(14, "picture:")), "duplicate-picture", 14),
    ("stale-picture", both(insert(12, "picture:"), insert(13, "| nothing like it")), "picture-differs", 13),
    ("text-after-check", insert(18, "And some prose after the check."), "text-after-check", 18),
    ("two-checks", insert(17, "question: And another?"), "duplicate-check", 17),
    ("empty-question", replace(13, "question:"), "empty-value", 13),
    ("answer-outside-check", insert(12, "answer: rows"), "detail-outside-check", 12),
    ("answer-on-task", insert(44, "answer: rows"), "detail-not-for-check", 44),
    ("goal-on-question", insert(15, "goal: rows == 1"), "detail-not-for-check", 15),
    ("solution-on-question", insert(15, "solution: set width 5"), "detail-not-for-check", 15),
    ("round-on-task", insert(44, "round: 1"), "detail-not-for-check", 44),
    ("two-answers", insert(15, "answer: x(Swift)"), "duplicate-answer", 15),
    ("question-without-answer", delete(14), "missing-answer", 13),
    ("one-choice", delete(33), "choice-count", 31),
    ("no-choice-matches", replace(32, "choice: 3"), "choices-match", 31),
    ("mistake-without-arrow", replace(15, "mistake: right(Swift) That is where Swift ends."), "mistake-syntax", 15),
    ("mistake-is-answer", replace(15, "mistake: x(Layout) => Same as the answer."), "mistake-is-answer", 15),
    ("bad-round", insert(15, "round: 9"), "bad-round", 15),
    ("task-without-goal", delete(43), "missing-goal", 42),
    ("goal-not-condition", replace(43, "goal: rows"), "goal-not-condition", 43),
    ("task-without-solution", delete(44), "missing-solution", 42),
    ("solution-fails", replace(44, "solution: set widht 10"), "solution-failed", 44),
    ("already-solved", replace(43, "goal: count == 2"), "already-solved", 42),
    ("solution-misses-goal", replace(44, "solution: set width 30"), "solution-misses-goal", 43),
    ("setup-fails", replace(9, "> set widht 20"), "setup-failed", 9),
    ("unknown-name", replace(14, "answer: rowz"), "expression", 14),
    ("unclosed-call", replace(14, "answer: x(Layout"), "expression", 14),
    ("unknown-item", replace(14, "answer: x(Layuot)"), "expression", 14),
    ("no-steps", lambda ls: ls[:5], "no-steps", 4),
    ("unknown-exercise", append_step("== Write it", "exercise: flwo", "hint: The starter says how."), "unknown-exercise", 56),
    ("answer-on-exercise", append_step("== Write it", "exercise: flow", "answer: rows", "hint: The starter says how."), "detail-not-for-check", 57),
    ("id-not-file-name", replace(1, "id: another-name"), "id-not-file-name", 1),
    ("walk-stop-not-reached", append_step(*WALK[:5], "stop: if y > maxWidth", *WALK[6:]), "walk-question", 60),
    ("walk-stop-bad-part", append_step(*WALK[:5], "stop: if x + size.width > maxWidth | row 2", *WALK[6:]), "walk-syntax", 60),
    ("walk-without-ask", append_step(*WALK[:6], WALK[7]), "missing-walk", 59),
    ("answer-on-walk", append_step(*WALK[:7], "answer: 42", WALK[7]), "detail-not-for-check", 62),
    ("walk-asks-unknown-variable", append_step(*WALK[:6], "ask: lineY", WALK[7]), "walk-question", 61),
    # A task solved by a setting 000's cache key leaves out: the learner sees the old rows.
    ("stale-cache-rows", append_step("== Spread them", "> layout wrap", "> set width 30", "> set spacing 1",
                                  "> add Swift", "> add Layout", "task: Move Layout one column right.",
                                  "goal: right(Layout) == 17", "solution: set hspacing 2", "hint: The spacing is between neighbours."),
     "stale-rows", 63, "warning"),
    # A reply that names what the wrong number is, and names it wrong: Swift is 7 wide.
    ("mistake-claim", replace(15, "mistake: 9 => That is Swift's width."), "mistake-claim", 15),
    # A sum in the explanation that does not add up.
    ("arithmetic", replace(17, "explain: 7 + 1 = 9, the spacing after Swift."), "arithmetic", 17),
]

def write(folder, name, text):
    with open(os.path.join(folder, name), "w", encoding="utf-8", newline="") as f:
        f.write(text)

def main():
    for folder in (OUT, BENIGN):
        os.makedirs(folder, exist_ok=True)
        for old in os.listdir(folder):
            os.remove(os.path.join(folder, old))
    for number, (name, change, code, line, *severity) in enumerate(MISTAKES, start=1):
        ident = f"m{number:02d}-{name}"
        body = change(BASE.format(id=ident).split("\n"))
        text = "\n".join(body)
        # The expectation goes last, as a comment, so that it moves no line above; a warning
        # says so after the line.
        said = "".join(" " + word for word in severity)
        write(OUT, ident + ".lesson", text + f"\n// expect: {code} {line}{said}\n")
    # A file that is not UTF-8 at all, and one that is empty.
    with open(os.path.join(OUT, "m90-not-utf8.lesson"), "wb") as f:
        f.write(BASE.format(id="m90-not-utf8").replace("Two tags side", "Two tags \xff side").encode("latin-1", "replace").replace(b"\xff", b"\xff") + b"// expect: unreadable 7\n")
    write(OUT, "m91-empty-file.lesson", "")
    # The base itself (the pairs test applies two mistakes' changes to it at once).
    write(BENIGN, "base.lesson", BASE.format(id="base"))
    # Benign: CRLF line ends, trailing spaces, a '>' with no space after it.
    write(BENIGN, "crlf.lesson", BASE.format(id="crlf").replace("\n", "\r\n"))
    write(BENIGN, "trailing-spaces.lesson", "\n".join(l + "   " if l else l for l in BASE.format(id="trailing-spaces").split("\n")))
    write(BENIGN, "no-space-after-prompt.lesson", BASE.format(id="no-space-after-prompt").replace("> ", ">"))
    write(BENIGN, "prose-with-colons.lesson", BASE.format(id="prose-with-colons").replace("Two tags side by side.", "Note: two tags. So: side by side. Here: both.\nQuestion: where does the second one start? (Prose: the real check follows below.)"))

if __name__ == "__main__":
    main()
