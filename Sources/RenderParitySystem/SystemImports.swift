// What the harness, the commands and `parity` take from the system, chosen in one place: the C
// library and Dispatch, and no Foundation.
//
// Why not Foundation: on Linux, linking it makes the dynamic loader page in Foundation,
// FoundationEssentials, FoundationInternationalization and ICU, about 9.5 MB, in every `parity`
// process before `main`, whichever command runs; that alone would break `parity snapshot`'s
// memory target (docs/performance.md, "Peak memory"). The little the harness needed from it
// (the environment, the working folder, folders, paths, Base64, splitting text) is in
// this module and the harness, each written against the C library and tested.
@_exported import Dispatch

#if canImport(Glibc)
    @_exported import Glibc
#elseif canImport(Musl)
    @_exported import Musl
#elseif canImport(Darwin)
    @_exported import Darwin
#endif
