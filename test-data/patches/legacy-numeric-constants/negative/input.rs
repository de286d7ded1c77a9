use std::f64;

pub struct Budget;

impl Budget {
    pub fn max_value() -> u32 {
        100
    }
}

pub fn values() -> (u32, f64, f64) {
    // Not a primitive type, and a module that is not legacy.
    (Budget::max_value(), f64::consts::PI, std::f64::consts::E)
}
