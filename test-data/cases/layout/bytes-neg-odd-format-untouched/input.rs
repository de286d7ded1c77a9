//!   odd   module  docs
use std::cmp ;   use  std::fmt::{self,Write} ;

fn  widest (  xs:&[u32] ,ys :&[u32])->u32{
	let   m =cmp::max(xs[0],ys[0])  ;   // not the full path
		let n=std :: cmp :: min(  xs.len() as u32 ,  7 );


	if m>n {   m.max(n)   } else {n}   
}


