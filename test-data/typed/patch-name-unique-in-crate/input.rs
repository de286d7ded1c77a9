// The patch's bare `Square` is not in std's prelude nor a crate's name, but one item of the
// crate graph bears that name: this crate's own `Square`. So the patch means it, and matches
// it however the code writes it (`Square::new()` here after a `use`, `shapes::Square::new()`).
pub mod shapes {
    #[derive(Default)]
    pub struct Square(pub u8);
    impl Square {
        pub fn new() -> Square {
            Square(0)
        }
    }
}

use shapes::Square;

pub fn a() -> Square {
    Square::new()
}

pub fn b() -> Square {
    shapes::Square::new()
}
