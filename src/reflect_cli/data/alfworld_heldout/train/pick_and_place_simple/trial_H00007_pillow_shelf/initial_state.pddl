(define (problem plan_trial_H00007_pillow_shelf)
(:domain alfred)
(:objects
  agent1 - agent
  BowlType - otype
  CDType - otype
  CreditCardType - otype
  LaptopType - otype
  MugType - otype
  PillowType - otype
  DeskType - rtype
  DresserType - rtype
  GarbageCanType - rtype
  ShelfType - rtype
  SideTableType - rtype
  Pillow_bar__plus_01_dot_28_bar__minus_01_dot_50_bar__minus_01_dot_21 - object
  Bowl_bar__plus_01_dot_78_bar__minus_00_dot_86_bar__plus_02_dot_07 - object
  CreditCard_bar__minus_01_dot_55_bar__minus_00_dot_33_bar__plus_02_dot_18 - object
  CD_bar__plus_00_dot_47_bar__minus_00_dot_51_bar__minus_01_dot_80 - object
  Mug_bar__plus_01_dot_11_bar__plus_02_dot_34_bar__plus_01_dot_48 - object
  Laptop_bar__minus_01_dot_64_bar__plus_01_dot_70_bar__minus_00_dot_69 - object
  Shelf_bar__minus_01_dot_00_bar__minus_00_dot_74_bar__plus_01_dot_42 - receptacle
  GarbageCan_bar__plus_00_dot_86_bar__minus_01_dot_08_bar__plus_01_dot_80 - receptacle
  Desk_bar__plus_00_dot_00_bar__plus_01_dot_52_bar__plus_01_dot_11 - receptacle
  Dresser_bar__minus_00_dot_01_bar__minus_01_dot_35_bar__minus_01_dot_93 - receptacle
  SideTable_bar__plus_00_dot_76_bar__minus_01_dot_83_bar__minus_02_dot_07 - receptacle
  loc_bar_4_bar_3_bar_1_bar_45 - location
  loc_bar_7_bar__minus_4_bar_2_bar_15 - location
  loc_bar__minus_6_bar_1_bar_2_bar_30 - location
  loc_bar__minus_6_bar__minus_4_bar_2_bar_30 - location
  loc_bar__minus_7_bar__minus_6_bar_3_bar_0 - location
  loc_bar__minus_8_bar__minus_5_bar_2_bar_30 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar_4_bar_3_bar_1_bar_45)
  (canContain DeskType BowlType)
  (canContain DeskType CDType)
  (canContain DeskType CreditCardType)
  (canContain DeskType LaptopType)
  (canContain DeskType MugType)
  (canContain DeskType PillowType)
  (canContain DresserType BowlType)
  (canContain DresserType CDType)
  (canContain DresserType CreditCardType)
  (canContain DresserType LaptopType)
  (canContain DresserType MugType)
  (canContain DresserType PillowType)
  (canContain GarbageCanType CDType)
  (canContain GarbageCanType CreditCardType)
  (canContain ShelfType BowlType)
  (canContain ShelfType CDType)
  (canContain ShelfType CreditCardType)
  (canContain ShelfType LaptopType)
  (canContain ShelfType MugType)
  (canContain ShelfType PillowType)
  (canContain SideTableType BowlType)
  (canContain SideTableType CDType)
  (canContain SideTableType CreditCardType)
  (canContain SideTableType LaptopType)
  (canContain SideTableType MugType)
  (canContain SideTableType PillowType)
  (receptacleType Shelf_bar__minus_01_dot_00_bar__minus_00_dot_74_bar__plus_01_dot_42 ShelfType)
  (receptacleAtLocation Shelf_bar__minus_01_dot_00_bar__minus_00_dot_74_bar__plus_01_dot_42 loc_bar__minus_6_bar__minus_4_bar_2_bar_30)
  (receptacleType GarbageCan_bar__plus_00_dot_86_bar__minus_01_dot_08_bar__plus_01_dot_80 GarbageCanType)
  (receptacleAtLocation GarbageCan_bar__plus_00_dot_86_bar__minus_01_dot_08_bar__plus_01_dot_80 loc_bar__minus_7_bar__minus_6_bar_3_bar_0)
  (receptacleType Desk_bar__plus_00_dot_00_bar__plus_01_dot_52_bar__plus_01_dot_11 DeskType)
  (receptacleAtLocation Desk_bar__plus_00_dot_00_bar__plus_01_dot_52_bar__plus_01_dot_11 loc_bar_7_bar__minus_4_bar_2_bar_15)
  (receptacleType Dresser_bar__minus_00_dot_01_bar__minus_01_dot_35_bar__minus_01_dot_93 DresserType)
  (receptacleAtLocation Dresser_bar__minus_00_dot_01_bar__minus_01_dot_35_bar__minus_01_dot_93 loc_bar__minus_8_bar__minus_5_bar_2_bar_30)
  (receptacleType SideTable_bar__plus_00_dot_76_bar__minus_01_dot_83_bar__minus_02_dot_07 SideTableType)
  (receptacleAtLocation SideTable_bar__plus_00_dot_76_bar__minus_01_dot_83_bar__minus_02_dot_07 loc_bar__minus_6_bar_1_bar_2_bar_30)
  (objectType Pillow_bar__plus_01_dot_28_bar__minus_01_dot_50_bar__minus_01_dot_21 PillowType)
  (inReceptacle Pillow_bar__plus_01_dot_28_bar__minus_01_dot_50_bar__minus_01_dot_21 Desk_bar__plus_00_dot_00_bar__plus_01_dot_52_bar__plus_01_dot_11)
  (objectAtLocation Pillow_bar__plus_01_dot_28_bar__minus_01_dot_50_bar__minus_01_dot_21 loc_bar_7_bar__minus_4_bar_2_bar_15)
  (pickupable Pillow_bar__plus_01_dot_28_bar__minus_01_dot_50_bar__minus_01_dot_21)
  (objectType Bowl_bar__plus_01_dot_78_bar__minus_00_dot_86_bar__plus_02_dot_07 BowlType)
  (inReceptacle Bowl_bar__plus_01_dot_78_bar__minus_00_dot_86_bar__plus_02_dot_07 Dresser_bar__minus_00_dot_01_bar__minus_01_dot_35_bar__minus_01_dot_93)
  (objectAtLocation Bowl_bar__plus_01_dot_78_bar__minus_00_dot_86_bar__plus_02_dot_07 loc_bar__minus_8_bar__minus_5_bar_2_bar_30)
  (pickupable Bowl_bar__plus_01_dot_78_bar__minus_00_dot_86_bar__plus_02_dot_07)
  (cleanable Bowl_bar__plus_01_dot_78_bar__minus_00_dot_86_bar__plus_02_dot_07)
  (coolable Bowl_bar__plus_01_dot_78_bar__minus_00_dot_86_bar__plus_02_dot_07)
  (objectType CreditCard_bar__minus_01_dot_55_bar__minus_00_dot_33_bar__plus_02_dot_18 CreditCardType)
  (inReceptacle CreditCard_bar__minus_01_dot_55_bar__minus_00_dot_33_bar__plus_02_dot_18 Desk_bar__plus_00_dot_00_bar__plus_01_dot_52_bar__plus_01_dot_11)
  (objectAtLocation CreditCard_bar__minus_01_dot_55_bar__minus_00_dot_33_bar__plus_02_dot_18 loc_bar_7_bar__minus_4_bar_2_bar_15)
  (pickupable CreditCard_bar__minus_01_dot_55_bar__minus_00_dot_33_bar__plus_02_dot_18)
  (objectType CD_bar__plus_00_dot_47_bar__minus_00_dot_51_bar__minus_01_dot_80 CDType)
  (inReceptacle CD_bar__plus_00_dot_47_bar__minus_00_dot_51_bar__minus_01_dot_80 GarbageCan_bar__plus_00_dot_86_bar__minus_01_dot_08_bar__plus_01_dot_80)
  (objectAtLocation CD_bar__plus_00_dot_47_bar__minus_00_dot_51_bar__minus_01_dot_80 loc_bar__minus_7_bar__minus_6_bar_3_bar_0)
  (pickupable CD_bar__plus_00_dot_47_bar__minus_00_dot_51_bar__minus_01_dot_80)
  (objectType Mug_bar__plus_01_dot_11_bar__plus_02_dot_34_bar__plus_01_dot_48 MugType)
  (inReceptacle Mug_bar__plus_01_dot_11_bar__plus_02_dot_34_bar__plus_01_dot_48 Shelf_bar__minus_01_dot_00_bar__minus_00_dot_74_bar__plus_01_dot_42)
  (objectAtLocation Mug_bar__plus_01_dot_11_bar__plus_02_dot_34_bar__plus_01_dot_48 loc_bar__minus_6_bar__minus_4_bar_2_bar_30)
  (pickupable Mug_bar__plus_01_dot_11_bar__plus_02_dot_34_bar__plus_01_dot_48)
  (cleanable Mug_bar__plus_01_dot_11_bar__plus_02_dot_34_bar__plus_01_dot_48)
  (heatable Mug_bar__plus_01_dot_11_bar__plus_02_dot_34_bar__plus_01_dot_48)
  (coolable Mug_bar__plus_01_dot_11_bar__plus_02_dot_34_bar__plus_01_dot_48)
  (objectType Laptop_bar__minus_01_dot_64_bar__plus_01_dot_70_bar__minus_00_dot_69 LaptopType)
  (inReceptacle Laptop_bar__minus_01_dot_64_bar__plus_01_dot_70_bar__minus_00_dot_69 Shelf_bar__minus_01_dot_00_bar__minus_00_dot_74_bar__plus_01_dot_42)
  (objectAtLocation Laptop_bar__minus_01_dot_64_bar__plus_01_dot_70_bar__minus_00_dot_69 loc_bar__minus_6_bar__minus_4_bar_2_bar_30)
  (pickupable Laptop_bar__minus_01_dot_64_bar__plus_01_dot_70_bar__minus_00_dot_69)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (inReceptacle ?o ?r)
                    (objectType ?o PillowType)
                    (receptacleType ?r ShelfType)
                )
            )
        )
    )
)
)
