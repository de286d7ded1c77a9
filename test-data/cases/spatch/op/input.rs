mod first {
    fn main() -> i32 {
        return 3;
    }
}

mod second {
    fn main() -> i32 {
        return x = 3;
    }
}
