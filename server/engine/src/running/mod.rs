//! Running a patch's rules over a file and reporting what they did.

pub mod deep;
pub mod driver;
pub mod env;
pub mod report;
pub mod script_rule;
pub mod steps;
pub mod transform;
pub mod unresolved;
