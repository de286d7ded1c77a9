// A module's own `Box` (as allocator-api2 has): `Box::default()` here would call itself.
pub struct Box<T>(std::boxed::Box<T>);

impl<T> Box<T> {
    pub fn new(value: T) -> Box<T> {
        Box(std::boxed::Box::new(value))
    }
}

impl<T: Default> Default for Box<T> {
    fn default() -> Self {
        Box::new(T::default())
    }
}

pub fn boxed() -> Box<u8> {
    Box::new(u8::default())
}
