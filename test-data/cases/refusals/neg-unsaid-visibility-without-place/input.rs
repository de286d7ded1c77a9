pub use crate::limits::MAX;

mod inner {
    use crate::limits::MAX;
}
