fn old_name(x: u32) -> u32 {
    x
}

fn main() {
    let old_name = 3;
    let y = new_name + 1;
    println!("{}", y);
}
