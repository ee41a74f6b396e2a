/// The one place `parity`'s version is written (`parity --version`). `VERSION` at the project
/// root holds the same string for builds that are not Swift's; `ParityVersionTests` checks they agree.
package enum ParityVersion {
    package static let current = "0.4.0"
}
