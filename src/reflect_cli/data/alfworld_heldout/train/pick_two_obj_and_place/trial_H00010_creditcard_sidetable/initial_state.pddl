(define (problem plan_trial_H00010_creditcard_sidetable)
(:domain alfred)
(:objects
  agent1 - agent
  BookType - otype
  CDType - otype
  CreditCardType - otype
  MugType - otype
  PenType - otype
  DeskType - rtype
  DresserType - rtype
  GarbageCanType - rtype
  SafeType - rtype
  ShelfType - rtype
  SideTableType - rtype
  CreditCard_bar__minus_00_dot_10_bar__plus_02_dot_46_bar__minus_02_dot_16 - object
  CreditCard_bar__minus_00_dot_76_bar__minus_01_dot_65_bar__minus_01_dot_22 - object
  Book_bar__plus_01_dot_68_bar__minus_01_dot_30_bar__minus_01_dot_47 - object
  Pen_bar__plus_02_dot_38_bar__minus_01_dot_02_bar__minus_01_dot_86 - object
  CD_bar__minus_00_dot_98_bar__minus_02_dot_34_bar__plus_00_dot_66 - object
  Mug_bar__minus_00_dot_13_bar__plus_01_dot_43_bar__minus_02_dot_23 - object
  Safe_bar__minus_01_dot_82_bar__minus_01_dot_25_bar__minus_01_dot_69 - receptacle
  Dresser_bar__minus_02_dot_15_bar__minus_00_dot_16_bar__minus_02_dot_30 - receptacle
  SideTable_bar__minus_01_dot_78_bar__minus_01_dot_09_bar__minus_00_dot_29 - receptacle
  Shelf_bar__plus_02_dot_30_bar__minus_01_dot_30_bar__plus_01_dot_80 - receptacle
  Desk_bar__plus_02_dot_09_bar__plus_00_dot_10_bar__minus_01_dot_29 - receptacle
  GarbageCan_bar__plus_01_dot_58_bar__minus_01_dot_75_bar__plus_02_dot_01 - receptacle
  loc_bar_1_bar__minus_7_bar_0_bar_0 - location
  loc_bar_2_bar_8_bar_3_bar_15 - location
  loc_bar_3_bar_3_bar_2_bar_0 - location
  loc_bar_3_bar__minus_4_bar_2_bar_15 - location
  loc_bar_4_bar_6_bar_3_bar_60 - location
  loc_bar_4_bar__minus_4_bar_0_bar_0 - location
  loc_bar__minus_1_bar_3_bar_0_bar_60 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar_1_bar__minus_7_bar_0_bar_0)
  (canContain DeskType BookType)
  (canContain DeskType CDType)
  (canContain DeskType CreditCardType)
  (canContain DeskType MugType)
  (canContain DeskType PenType)
  (canContain DresserType BookType)
  (canContain DresserType CDType)
  (canContain DresserType CreditCardType)
  (canContain DresserType MugType)
  (canContain DresserType PenType)
  (canContain GarbageCanType CDType)
  (canContain GarbageCanType CreditCardType)
  (canContain GarbageCanType PenType)
  (canContain SafeType BookType)
  (canContain SafeType CDType)
  (canContain SafeType CreditCardType)
  (canContain SafeType PenType)
  (canContain ShelfType BookType)
  (canContain ShelfType CDType)
  (canContain ShelfType CreditCardType)
  (canContain ShelfType MugType)
  (canContain ShelfType PenType)
  (canContain SideTableType BookType)
  (canContain SideTableType CDType)
  (canContain SideTableType CreditCardType)
  (canContain SideTableType MugType)
  (canContain SideTableType PenType)
  (receptacleType Safe_bar__minus_01_dot_82_bar__minus_01_dot_25_bar__minus_01_dot_69 SafeType)
  (receptacleAtLocation Safe_bar__minus_01_dot_82_bar__minus_01_dot_25_bar__minus_01_dot_69 loc_bar_2_bar_8_bar_3_bar_15)
  (openable Safe_bar__minus_01_dot_82_bar__minus_01_dot_25_bar__minus_01_dot_69)
  (receptacleType Dresser_bar__minus_02_dot_15_bar__minus_00_dot_16_bar__minus_02_dot_30 DresserType)
  (receptacleAtLocation Dresser_bar__minus_02_dot_15_bar__minus_00_dot_16_bar__minus_02_dot_30 loc_bar_4_bar_6_bar_3_bar_60)
  (receptacleType SideTable_bar__minus_01_dot_78_bar__minus_01_dot_09_bar__minus_00_dot_29 SideTableType)
  (receptacleAtLocation SideTable_bar__minus_01_dot_78_bar__minus_01_dot_09_bar__minus_00_dot_29 loc_bar_3_bar__minus_4_bar_2_bar_15)
  (receptacleType Shelf_bar__plus_02_dot_30_bar__minus_01_dot_30_bar__plus_01_dot_80 ShelfType)
  (receptacleAtLocation Shelf_bar__plus_02_dot_30_bar__minus_01_dot_30_bar__plus_01_dot_80 loc_bar_4_bar__minus_4_bar_0_bar_0)
  (receptacleType Desk_bar__plus_02_dot_09_bar__plus_00_dot_10_bar__minus_01_dot_29 DeskType)
  (receptacleAtLocation Desk_bar__plus_02_dot_09_bar__plus_00_dot_10_bar__minus_01_dot_29 loc_bar_3_bar_3_bar_2_bar_0)
  (receptacleType GarbageCan_bar__plus_01_dot_58_bar__minus_01_dot_75_bar__plus_02_dot_01 GarbageCanType)
  (receptacleAtLocation GarbageCan_bar__plus_01_dot_58_bar__minus_01_dot_75_bar__plus_02_dot_01 loc_bar__minus_1_bar_3_bar_0_bar_60)
  (objectType CreditCard_bar__minus_00_dot_10_bar__plus_02_dot_46_bar__minus_02_dot_16 CreditCardType)
  (inReceptacle CreditCard_bar__minus_00_dot_10_bar__plus_02_dot_46_bar__minus_02_dot_16 Desk_bar__plus_02_dot_09_bar__plus_00_dot_10_bar__minus_01_dot_29)
  (objectAtLocation CreditCard_bar__minus_00_dot_10_bar__plus_02_dot_46_bar__minus_02_dot_16 loc_bar_3_bar_3_bar_2_bar_0)
  (pickupable CreditCard_bar__minus_00_dot_10_bar__plus_02_dot_46_bar__minus_02_dot_16)
  (objectType CreditCard_bar__minus_00_dot_76_bar__minus_01_dot_65_bar__minus_01_dot_22 CreditCardType)
  (inReceptacle CreditCard_bar__minus_00_dot_76_bar__minus_01_dot_65_bar__minus_01_dot_22 Shelf_bar__plus_02_dot_30_bar__minus_01_dot_30_bar__plus_01_dot_80)
  (objectAtLocation CreditCard_bar__minus_00_dot_76_bar__minus_01_dot_65_bar__minus_01_dot_22 loc_bar_4_bar__minus_4_bar_0_bar_0)
  (pickupable CreditCard_bar__minus_00_dot_76_bar__minus_01_dot_65_bar__minus_01_dot_22)
  (objectType Book_bar__plus_01_dot_68_bar__minus_01_dot_30_bar__minus_01_dot_47 BookType)
  (inReceptacle Book_bar__plus_01_dot_68_bar__minus_01_dot_30_bar__minus_01_dot_47 Dresser_bar__minus_02_dot_15_bar__minus_00_dot_16_bar__minus_02_dot_30)
  (objectAtLocation Book_bar__plus_01_dot_68_bar__minus_01_dot_30_bar__minus_01_dot_47 loc_bar_4_bar_6_bar_3_bar_60)
  (pickupable Book_bar__plus_01_dot_68_bar__minus_01_dot_30_bar__minus_01_dot_47)
  (objectType Pen_bar__plus_02_dot_38_bar__minus_01_dot_02_bar__minus_01_dot_86 PenType)
  (inReceptacle Pen_bar__plus_02_dot_38_bar__minus_01_dot_02_bar__minus_01_dot_86 Dresser_bar__minus_02_dot_15_bar__minus_00_dot_16_bar__minus_02_dot_30)
  (objectAtLocation Pen_bar__plus_02_dot_38_bar__minus_01_dot_02_bar__minus_01_dot_86 loc_bar_4_bar_6_bar_3_bar_60)
  (pickupable Pen_bar__plus_02_dot_38_bar__minus_01_dot_02_bar__minus_01_dot_86)
  (objectType CD_bar__minus_00_dot_98_bar__minus_02_dot_34_bar__plus_00_dot_66 CDType)
  (inReceptacle CD_bar__minus_00_dot_98_bar__minus_02_dot_34_bar__plus_00_dot_66 GarbageCan_bar__plus_01_dot_58_bar__minus_01_dot_75_bar__plus_02_dot_01)
  (objectAtLocation CD_bar__minus_00_dot_98_bar__minus_02_dot_34_bar__plus_00_dot_66 loc_bar__minus_1_bar_3_bar_0_bar_60)
  (pickupable CD_bar__minus_00_dot_98_bar__minus_02_dot_34_bar__plus_00_dot_66)
  (objectType Mug_bar__minus_00_dot_13_bar__plus_01_dot_43_bar__minus_02_dot_23 MugType)
  (inReceptacle Mug_bar__minus_00_dot_13_bar__plus_01_dot_43_bar__minus_02_dot_23 SideTable_bar__minus_01_dot_78_bar__minus_01_dot_09_bar__minus_00_dot_29)
  (objectAtLocation Mug_bar__minus_00_dot_13_bar__plus_01_dot_43_bar__minus_02_dot_23 loc_bar_3_bar__minus_4_bar_2_bar_15)
  (pickupable Mug_bar__minus_00_dot_13_bar__plus_01_dot_43_bar__minus_02_dot_23)
  (cleanable Mug_bar__minus_00_dot_13_bar__plus_01_dot_43_bar__minus_02_dot_23)
  (heatable Mug_bar__minus_00_dot_13_bar__plus_01_dot_43_bar__minus_02_dot_23)
  (coolable Mug_bar__minus_00_dot_13_bar__plus_01_dot_43_bar__minus_02_dot_23)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o1 - object)
                (and
                    (objectType ?o1 CreditCardType)
                    (receptacleType ?r SideTableType)
                    (inReceptacle ?o1 ?r)
                    (exists (?o2 - object)
                        (and
                            (not (= ?o1 ?o2))
                            (objectType ?o2 CreditCardType)
                            (receptacleType ?r SideTableType)
                            (inReceptacle ?o2 ?r)
                        )
                    )
                )
            )
        )
    )
)
)
