(define (problem plan_trial_H00016_pen_garbagecan)
(:domain alfred)
(:objects
  agent1 - agent
  AlarmClockType - otype
  BowlType - otype
  CreditCardType - otype
  PenType - otype
  PencilType - otype
  DeskType - rtype
  DresserType - rtype
  GarbageCanType - rtype
  ShelfType - rtype
  SideTableType - rtype
  Pen_bar__minus_01_dot_17_bar__plus_00_dot_81_bar__plus_01_dot_87 - object
  Pencil_bar__plus_01_dot_59_bar__plus_02_dot_15_bar__minus_00_dot_87 - object
  AlarmClock_bar__minus_00_dot_99_bar__plus_01_dot_11_bar__plus_01_dot_46 - object
  CreditCard_bar__minus_01_dot_03_bar__plus_01_dot_89_bar__plus_00_dot_09 - object
  Bowl_bar__plus_00_dot_70_bar__minus_01_dot_23_bar__plus_01_dot_98 - object
  Dresser_bar__plus_01_dot_54_bar__plus_01_dot_35_bar__minus_00_dot_22 - receptacle
  SideTable_bar__plus_01_dot_06_bar__minus_00_dot_70_bar__plus_00_dot_32 - receptacle
  GarbageCan_bar__plus_01_dot_74_bar__plus_02_dot_41_bar__plus_00_dot_65 - receptacle
  Desk_bar__minus_01_dot_45_bar__minus_01_dot_90_bar__plus_02_dot_28 - receptacle
  Shelf_bar__plus_02_dot_21_bar__plus_01_dot_65_bar__minus_01_dot_18 - receptacle
  loc_bar_0_bar_2_bar_3_bar_30 - location
  loc_bar_0_bar_7_bar_3_bar_45 - location
  loc_bar_1_bar_3_bar_3_bar_0 - location
  loc_bar_8_bar_8_bar_2_bar_0 - location
  loc_bar__minus_1_bar__minus_1_bar_2_bar_0 - location
  loc_bar__minus_6_bar__minus_1_bar_3_bar_30 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar_0_bar_7_bar_3_bar_45)
  (canContain DeskType AlarmClockType)
  (canContain DeskType BowlType)
  (canContain DeskType CreditCardType)
  (canContain DeskType PenType)
  (canContain DeskType PencilType)
  (canContain DresserType AlarmClockType)
  (canContain DresserType BowlType)
  (canContain DresserType CreditCardType)
  (canContain DresserType PenType)
  (canContain DresserType PencilType)
  (canContain GarbageCanType CreditCardType)
  (canContain GarbageCanType PenType)
  (canContain GarbageCanType PencilType)
  (canContain ShelfType AlarmClockType)
  (canContain ShelfType BowlType)
  (canContain ShelfType CreditCardType)
  (canContain ShelfType PenType)
  (canContain ShelfType PencilType)
  (canContain SideTableType AlarmClockType)
  (canContain SideTableType BowlType)
  (canContain SideTableType CreditCardType)
  (canContain SideTableType PenType)
  (canContain SideTableType PencilType)
  (receptacleType Dresser_bar__plus_01_dot_54_bar__plus_01_dot_35_bar__minus_00_dot_22 DresserType)
  (receptacleAtLocation Dresser_bar__plus_01_dot_54_bar__plus_01_dot_35_bar__minus_00_dot_22 loc_bar_0_bar_2_bar_3_bar_30)
  (receptacleType SideTable_bar__plus_01_dot_06_bar__minus_00_dot_70_bar__plus_00_dot_32 SideTableType)
  (receptacleAtLocation SideTable_bar__plus_01_dot_06_bar__minus_00_dot_70_bar__plus_00_dot_32 loc_bar__minus_6_bar__minus_1_bar_3_bar_30)
  (receptacleType GarbageCan_bar__plus_01_dot_74_bar__plus_02_dot_41_bar__plus_00_dot_65 GarbageCanType)
  (receptacleAtLocation GarbageCan_bar__plus_01_dot_74_bar__plus_02_dot_41_bar__plus_00_dot_65 loc_bar__minus_1_bar__minus_1_bar_2_bar_0)
  (receptacleType Desk_bar__minus_01_dot_45_bar__minus_01_dot_90_bar__plus_02_dot_28 DeskType)
  (receptacleAtLocation Desk_bar__minus_01_dot_45_bar__minus_01_dot_90_bar__plus_02_dot_28 loc_bar_8_bar_8_bar_2_bar_0)
  (receptacleType Shelf_bar__plus_02_dot_21_bar__plus_01_dot_65_bar__minus_01_dot_18 ShelfType)
  (receptacleAtLocation Shelf_bar__plus_02_dot_21_bar__plus_01_dot_65_bar__minus_01_dot_18 loc_bar_1_bar_3_bar_3_bar_0)
  (objectType Pen_bar__minus_01_dot_17_bar__plus_00_dot_81_bar__plus_01_dot_87 PenType)
  (inReceptacle Pen_bar__minus_01_dot_17_bar__plus_00_dot_81_bar__plus_01_dot_87 Dresser_bar__plus_01_dot_54_bar__plus_01_dot_35_bar__minus_00_dot_22)
  (objectAtLocation Pen_bar__minus_01_dot_17_bar__plus_00_dot_81_bar__plus_01_dot_87 loc_bar_0_bar_2_bar_3_bar_30)
  (pickupable Pen_bar__minus_01_dot_17_bar__plus_00_dot_81_bar__plus_01_dot_87)
  (objectType Pencil_bar__plus_01_dot_59_bar__plus_02_dot_15_bar__minus_00_dot_87 PencilType)
  (inReceptacle Pencil_bar__plus_01_dot_59_bar__plus_02_dot_15_bar__minus_00_dot_87 Shelf_bar__plus_02_dot_21_bar__plus_01_dot_65_bar__minus_01_dot_18)
  (objectAtLocation Pencil_bar__plus_01_dot_59_bar__plus_02_dot_15_bar__minus_00_dot_87 loc_bar_1_bar_3_bar_3_bar_0)
  (pickupable Pencil_bar__plus_01_dot_59_bar__plus_02_dot_15_bar__minus_00_dot_87)
  (objectType AlarmClock_bar__minus_00_dot_99_bar__plus_01_dot_11_bar__plus_01_dot_46 AlarmClockType)
  (inReceptacle AlarmClock_bar__minus_00_dot_99_bar__plus_01_dot_11_bar__plus_01_dot_46 Desk_bar__minus_01_dot_45_bar__minus_01_dot_90_bar__plus_02_dot_28)
  (objectAtLocation AlarmClock_bar__minus_00_dot_99_bar__plus_01_dot_11_bar__plus_01_dot_46 loc_bar_8_bar_8_bar_2_bar_0)
  (pickupable AlarmClock_bar__minus_00_dot_99_bar__plus_01_dot_11_bar__plus_01_dot_46)
  (objectType CreditCard_bar__minus_01_dot_03_bar__plus_01_dot_89_bar__plus_00_dot_09 CreditCardType)
  (inReceptacle CreditCard_bar__minus_01_dot_03_bar__plus_01_dot_89_bar__plus_00_dot_09 GarbageCan_bar__plus_01_dot_74_bar__plus_02_dot_41_bar__plus_00_dot_65)
  (objectAtLocation CreditCard_bar__minus_01_dot_03_bar__plus_01_dot_89_bar__plus_00_dot_09 loc_bar__minus_1_bar__minus_1_bar_2_bar_0)
  (pickupable CreditCard_bar__minus_01_dot_03_bar__plus_01_dot_89_bar__plus_00_dot_09)
  (objectType Bowl_bar__plus_00_dot_70_bar__minus_01_dot_23_bar__plus_01_dot_98 BowlType)
  (inReceptacle Bowl_bar__plus_00_dot_70_bar__minus_01_dot_23_bar__plus_01_dot_98 Desk_bar__minus_01_dot_45_bar__minus_01_dot_90_bar__plus_02_dot_28)
  (objectAtLocation Bowl_bar__plus_00_dot_70_bar__minus_01_dot_23_bar__plus_01_dot_98 loc_bar_8_bar_8_bar_2_bar_0)
  (pickupable Bowl_bar__plus_00_dot_70_bar__minus_01_dot_23_bar__plus_01_dot_98)
  (cleanable Bowl_bar__plus_00_dot_70_bar__minus_01_dot_23_bar__plus_01_dot_98)
  (coolable Bowl_bar__plus_00_dot_70_bar__minus_01_dot_23_bar__plus_01_dot_98)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (inReceptacle ?o ?r)
                    (objectType ?o PenType)
                    (receptacleType ?r GarbageCanType)
                )
            )
        )
    )
)
)
