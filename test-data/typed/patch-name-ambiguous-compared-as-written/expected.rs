// `Ordering` names two items of std (`cmp::Ordering`, `sync::atomic::Ordering`): the patch's
// bare `Ordering::Less` is compared with the code as written (the CLI warns, listing both).
use std::cmp::Ordering;

pub fn less(a: u8, b: u8) -> bool {
    a < b
}
