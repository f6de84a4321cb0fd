//! Reference data shared by the RL integration tests.
#![allow(dead_code)]

pub mod cs188;
