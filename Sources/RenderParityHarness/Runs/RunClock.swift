/// Where a run reads the time each fixture took, for the reports a dashboard counts
/// (`--report json`'s `time_us`, JUnit's `time`).
///
/// Only reports carry times, and only as measured: nothing else a run decides or prints
/// depends on them. A test that compares a report's bytes passes a clock of its own
/// (`RunClock(now:)`), so the report is the same on every run and every machine.
public struct RunClock: Sendable {
    /// The time since some fixed instant; only differences are used.
    public let now: @Sendable () -> Duration

    public init(now: @escaping @Sendable () -> Duration) { self.now = now }

    /// The system's monotonic clock: wall-clock changes (NTP, DST) never make a time negative.
    public static let monotonic: RunClock = {
        let origin = ContinuousClock.now
        return RunClock { ContinuousClock.now - origin }
    }()

    /// `body`'s result and how long it took.
    public func time<Value>(_ body: () -> Value) -> (value: Value, time: Duration) {
        let start = now()
        let value = body()
        return (value, now() - start)
    }

    /// `time` in whole microseconds, rounded down (reports write integers, `ReportJSON`).
    public static func microseconds(_ time: Duration) -> Int {
        let (seconds, attoseconds) = time.components
        return Int(seconds) * 1_000_000 + Int(attoseconds / 1_000_000_000_000)
    }
}
