pub use crate::limits::MAX;

mod inner {
    const MAX: usize = 64;
}
