mod first {
    fn main() -> i32 {
    }
}

mod second {
    fn main() -> i32 {
        return x = 3;
    }
}
