// The pattern's `std::vec` qualifier matched code written with generic arguments: the `+`
// code's path is written as the patch writes it, never with that code pasted before it.
pub fn bytes() -> Vec<u8> {
    std::vec::Vec::with_capacity(8)
}
