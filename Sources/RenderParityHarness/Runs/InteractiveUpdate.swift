import RenderParitySystem

/// `parity update --interactive`: each new, changed and obsolete golden in turn, shown as
/// `update` shows it, then a question: accept, skip, accept all remaining, or quit.
///
/// The walk only decides; it writes nothing. The command applies what was accepted
/// afterwards with `UpdateRun.apply`, so every write is atomic as in `update`, and a walk
/// cut short (quit, end of input, Ctrl-C) leaves the goldens as they were plus what was
/// accepted before it. Input and output are passed in, so tests drive the walk with
/// scripted answers; `scripts/interactive-update-test.py` drives the real command in a pseudo-terminal.
public enum InteractiveUpdate {
    /// What a person can answer, as `cargo insta review` offers it.
    public enum Answer: Sendable, Equatable {
        case accept
        case skip
        case acceptAll
        case quit

        /// `a`, `s`, `A` and `q`, or the words (`accept`, `skip`, `all`, `quit`); `y` and `n`
        /// as people type them. Anything else, an empty line included, is asked again: no
        /// golden is written or skipped on a guess.
        public init?(_ line: String) {
            let text = line.trimmingSpacesAndTabs()
            switch text {
            case "a", "accept", "y", "yes": self = .accept
            case "s", "skip", "n", "no": self = .skip
            case "A", "all": self = .acceptAll
            case "q", "quit", "Q": self = .quit
            default: return nil
            }
        }
    }

    /// What the walk decided: the plan narrowed to the accepted goldens, and the ones left as they are.
    public struct Decisions: Sendable {
        public let accepted: UpdateRun
        /// Skipped, or not reached because the walk was quit; in walking order.
        public let skipped: [String]
    }

    /// Walks `plan.items`, writing each with its question to `write` and reading the answer
    /// from `readLine` (nil: the input ended, which quits).
    public static func walk(
        _ plan: UpdateRun, style: TerminalStyle, maxDiffLines: Int = DiffPresentation.defaultMaxLines,
        write: (String) -> Void, readLine: () -> String?
    ) -> Decisions {
        let items = plan.items
        var accepted: Set<String> = []
        var skipped: [String] = []
        var acceptingAll = false
        itemLoop: for (index, item) in items.enumerated() {
            write(
                UpdateReport.interactiveItem(
                    item, snapshots: plan.snapshotsLabel, style: style, maxDiffLines: maxDiffLines))
            let answer =
                acceptingAll
                ? .accept : ask(position: index + 1, total: items.count, style: style, write: write, readLine: readLine)
            switch answer {
            case .accept: accepted.insert(item.golden)
            case .skip: skipped.append(item.golden)
            case .acceptAll:
                acceptingAll = true
                accepted.insert(item.golden)
            case .quit:
                skipped += items[index...].map(\.golden)
                break itemLoop
            }
        }
        return Decisions(accepted: plan.accepting(accepted), skipped: skipped)
    }

    /// Asks until the answer is one of `Answer`'s; the end of the input is `quit`.
    private static func ask(
        position: Int, total: Int, style: TerminalStyle, write: (String) -> Void, readLine: () -> String?
    ) -> Answer {
        while true {
            write(UpdateReport.question(position: position, total: total, style: style))
            guard let line = readLine() else { return .quit }
            if let answer = Answer(line) { return answer }
            write(UpdateReport.unknownAnswer(line))
        }
    }
}
