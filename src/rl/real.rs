//! The floating-point types a value sweep can run in: `f64` (the default, and the precision of
//! every reported figure) and `f32` (half the bytes per cell, for grids that stream from memory).
//! Only what the sweeps need: the arithmetic operators, absolute value, maximum and conversions;
//! [`Precision`] is the choice of the command line.

use rayon::prelude::*;
use std::fmt::Debug;
use std::ops::{Add, BitAnd, Mul, Sub};

/// A floating-point type for value sweeps (`f32` or `f64`).
pub trait Real:
    Copy
    + Send
    + Sync
    + Debug
    + Default
    + PartialOrd
    + Add<Output = Self>
    + Sub<Output = Self>
    + Mul<Output = Self>
    + 'static
{
    /// Zero.
    const ZERO: Self;
    /// Negative infinity (the start of a maximum).
    const NEG_INFINITY: Self;
    /// The name used on the command line (`f32`, `f64`).
    const NAME: &'static str;
    /// The nearest value of this type.
    fn from_f64(x: f64) -> Self;
    /// The exact `f64` of this value.
    fn to_f64(self) -> f64;
    /// |self|.
    fn abs(self) -> Self;
    /// The larger of two numbers (the other one when either is NaN).
    fn max(self, other: Self) -> Self;
    /// The values as `f64`s (no copy for `f64`; converted in parallel for `f32`).
    fn into_f64s(values: Vec<Self>) -> Vec<f64>;
    /// The slice itself when this type is `f64` (lets a kernel written for one type take it
    /// without a cast).
    fn as_f64s(_values: &[Self]) -> Option<&[f64]> {
        None
    }
    /// The slice itself, mutably, when this type is `f64`.
    fn as_f64s_mut(_values: &mut [Self]) -> Option<&mut [f64]> {
        None
    }
    /// The slice itself when this type is `f32`.
    fn as_f32s(_values: &[Self]) -> Option<&[f32]> {
        None
    }
    /// The slice itself, mutably, when this type is `f32`.
    fn as_f32s_mut(_values: &mut [Self]) -> Option<&mut [f32]> {
        None
    }
    /// The unsigned integer of the same width (`u32`, `u64`): the row kernel widens its flag
    /// bytes to it, so that a flag test selects between two values lane by lane.
    type Bits: Copy + Default + From<u8> + BitAnd<Output = Self::Bits> + PartialEq;
}

macro_rules! real_ops {
    ($t:ty, $name:literal) => {
        const ZERO: $t = 0.0;
        const NEG_INFINITY: $t = <$t>::NEG_INFINITY;
        const NAME: &'static str = $name;
        #[inline(always)]
        fn abs(self) -> $t {
            <$t>::abs(self)
        }
        #[inline(always)]
        fn max(self, other: $t) -> $t {
            <$t>::max(self, other)
        }
    };
}

impl Real for f64 {
    real_ops!(f64, "f64");
    type Bits = u64;
    #[inline(always)]
    fn from_f64(x: f64) -> f64 {
        x
    }
    #[inline(always)]
    fn to_f64(self) -> f64 {
        self
    }
    fn into_f64s(values: Vec<f64>) -> Vec<f64> {
        values
    }
    fn as_f64s(values: &[f64]) -> Option<&[f64]> {
        Some(values)
    }
    fn as_f64s_mut(values: &mut [f64]) -> Option<&mut [f64]> {
        Some(values)
    }
}

impl Real for f32 {
    real_ops!(f32, "f32");
    type Bits = u32;
    #[inline(always)]
    fn from_f64(x: f64) -> f32 {
        x as f32
    }
    #[inline(always)]
    fn to_f64(self) -> f64 {
        f64::from(self)
    }
    fn into_f64s(values: Vec<f32>) -> Vec<f64> {
        values.into_par_iter().map(f64::from).collect()
    }
    fn as_f32s(values: &[f32]) -> Option<&[f32]> {
        Some(values)
    }
    fn as_f32s_mut(values: &mut [f32]) -> Option<&mut [f32]> {
        Some(values)
    }
}

/// The precision of grid value sweeps (`--precision`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Precision {
    /// Single precision: half the bytes per cell, about 7 significant digits.
    F32,
    /// Double precision (the default).
    #[default]
    F64,
}

impl Precision {
    /// The name used on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Precision::F32 => f32::NAME,
            Precision::F64 => f64::NAME,
        }
    }
}
