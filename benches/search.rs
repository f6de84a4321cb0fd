//! Criterion benchmarks (filled in as the engine grows).
fn main() {}
