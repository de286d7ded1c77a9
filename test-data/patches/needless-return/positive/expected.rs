pub fn area(w: u32, h: u32) -> u32 {
    let a = w * h;
    a
}

pub fn pick(flag: bool) -> &'static str {
    if flag {
        println!("picked");
    }
    "done"
}

pub struct Counter {
    n: u32,
}

impl Counter {
    pub fn next(&mut self) -> u32 {
        self.n += 1;
        self.n
    }
}

pub fn first_even(xs: &[u32]) -> Option<u32> {
    for x in xs {
        if x % 2 == 0 {
            return Some(*x);
        }
    }
    None
}

pub fn clamp(x: u32) -> u32 {
    if x > 10 {
        return 10;
    }
    x
}
