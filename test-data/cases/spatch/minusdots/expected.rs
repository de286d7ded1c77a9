fn main(i: i32) -> i32 {
}
