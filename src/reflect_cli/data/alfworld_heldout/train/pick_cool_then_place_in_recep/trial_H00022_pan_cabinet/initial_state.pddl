(define (problem plan_trial_H00022_pan_cabinet)
(:domain alfred)
(:objects
  agent1 - agent
  BowlType - otype
  PanType - otype
  PotatoType - otype
  SpoonType - otype
  CabinetType - rtype
  CounterTopType - rtype
  DrawerType - rtype
  FridgeType - rtype
  MicrowaveType - rtype
  ShelfType - rtype
  SinkBasinType - rtype
  Pan_bar__minus_01_dot_54_bar__plus_00_dot_18_bar__minus_00_dot_73 - object
  Spoon_bar__plus_00_dot_73_bar__plus_00_dot_43_bar__plus_01_dot_81 - object
  Bowl_bar__minus_00_dot_75_bar__minus_01_dot_95_bar__plus_00_dot_93 - object
  Potato_bar__minus_00_dot_28_bar__minus_01_dot_66_bar__minus_00_dot_69 - object
  Fridge_bar__plus_02_dot_17_bar__plus_02_dot_00_bar__minus_00_dot_31 - receptacle
  Sink_bar__plus_00_dot_31_bar__minus_02_dot_33_bar__minus_01_dot_36_bar_SinkBasin - receptacle
  Shelf_bar__minus_00_dot_13_bar__plus_01_dot_33_bar__minus_00_dot_42 - receptacle
  Microwave_bar__plus_00_dot_27_bar__plus_00_dot_11_bar__plus_02_dot_47 - receptacle
  Drawer_bar__minus_00_dot_81_bar__minus_02_dot_28_bar__plus_01_dot_37 - receptacle
  CounterTop_bar__plus_01_dot_27_bar__plus_02_dot_33_bar__minus_02_dot_46 - receptacle
  Cabinet_bar__minus_02_dot_29_bar__minus_01_dot_09_bar__plus_02_dot_31 - receptacle
  loc_bar_2_bar_2_bar_1_bar_15 - location
  loc_bar_3_bar__minus_7_bar_2_bar_60 - location
  loc_bar_6_bar__minus_6_bar_3_bar_30 - location
  loc_bar_8_bar_5_bar_2_bar_30 - location
  loc_bar__minus_4_bar__minus_5_bar_1_bar_0 - location
  loc_bar__minus_5_bar_8_bar_0_bar_0 - location
  loc_bar__minus_6_bar_5_bar_1_bar_30 - location
  loc_bar__minus_7_bar__minus_6_bar_0_bar_15 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar_8_bar_5_bar_2_bar_30)
  (canContain CabinetType BowlType)
  (canContain CabinetType PanType)
  (canContain CabinetType PotatoType)
  (canContain CabinetType SpoonType)
  (canContain CounterTopType BowlType)
  (canContain CounterTopType PanType)
  (canContain CounterTopType PotatoType)
  (canContain CounterTopType SpoonType)
  (canContain DrawerType BowlType)
  (canContain DrawerType PanType)
  (canContain DrawerType PotatoType)
  (canContain DrawerType SpoonType)
  (canContain FridgeType BowlType)
  (canContain FridgeType PanType)
  (canContain FridgeType PotatoType)
  (canContain MicrowaveType BowlType)
  (canContain MicrowaveType PotatoType)
  (canContain ShelfType BowlType)
  (canContain ShelfType PanType)
  (canContain ShelfType PotatoType)
  (canContain ShelfType SpoonType)
  (canContain SinkBasinType BowlType)
  (canContain SinkBasinType PanType)
  (canContain SinkBasinType PotatoType)
  (canContain SinkBasinType SpoonType)
  (receptacleType Fridge_bar__plus_02_dot_17_bar__plus_02_dot_00_bar__minus_00_dot_31 FridgeType)
  (receptacleAtLocation Fridge_bar__plus_02_dot_17_bar__plus_02_dot_00_bar__minus_00_dot_31 loc_bar__minus_4_bar__minus_5_bar_1_bar_0)
  (openable Fridge_bar__plus_02_dot_17_bar__plus_02_dot_00_bar__minus_00_dot_31)
  (receptacleType Sink_bar__plus_00_dot_31_bar__minus_02_dot_33_bar__minus_01_dot_36_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar__plus_00_dot_31_bar__minus_02_dot_33_bar__minus_01_dot_36_bar_SinkBasin loc_bar_2_bar_2_bar_1_bar_15)
  (receptacleType Shelf_bar__minus_00_dot_13_bar__plus_01_dot_33_bar__minus_00_dot_42 ShelfType)
  (receptacleAtLocation Shelf_bar__minus_00_dot_13_bar__plus_01_dot_33_bar__minus_00_dot_42 loc_bar_3_bar__minus_7_bar_2_bar_60)
  (receptacleType Microwave_bar__plus_00_dot_27_bar__plus_00_dot_11_bar__plus_02_dot_47 MicrowaveType)
  (receptacleAtLocation Microwave_bar__plus_00_dot_27_bar__plus_00_dot_11_bar__plus_02_dot_47 loc_bar_6_bar__minus_6_bar_3_bar_30)
  (openable Microwave_bar__plus_00_dot_27_bar__plus_00_dot_11_bar__plus_02_dot_47)
  (receptacleType Drawer_bar__minus_00_dot_81_bar__minus_02_dot_28_bar__plus_01_dot_37 DrawerType)
  (receptacleAtLocation Drawer_bar__minus_00_dot_81_bar__minus_02_dot_28_bar__plus_01_dot_37 loc_bar__minus_6_bar_5_bar_1_bar_30)
  (openable Drawer_bar__minus_00_dot_81_bar__minus_02_dot_28_bar__plus_01_dot_37)
  (receptacleType CounterTop_bar__plus_01_dot_27_bar__plus_02_dot_33_bar__minus_02_dot_46 CounterTopType)
  (receptacleAtLocation CounterTop_bar__plus_01_dot_27_bar__plus_02_dot_33_bar__minus_02_dot_46 loc_bar__minus_7_bar__minus_6_bar_0_bar_15)
  (receptacleType Cabinet_bar__minus_02_dot_29_bar__minus_01_dot_09_bar__plus_02_dot_31 CabinetType)
  (receptacleAtLocation Cabinet_bar__minus_02_dot_29_bar__minus_01_dot_09_bar__plus_02_dot_31 loc_bar__minus_5_bar_8_bar_0_bar_0)
  (openable Cabinet_bar__minus_02_dot_29_bar__minus_01_dot_09_bar__plus_02_dot_31)
  (objectType Pan_bar__minus_01_dot_54_bar__plus_00_dot_18_bar__minus_00_dot_73 PanType)
  (inReceptacle Pan_bar__minus_01_dot_54_bar__plus_00_dot_18_bar__minus_00_dot_73 Shelf_bar__minus_00_dot_13_bar__plus_01_dot_33_bar__minus_00_dot_42)
  (objectAtLocation Pan_bar__minus_01_dot_54_bar__plus_00_dot_18_bar__minus_00_dot_73 loc_bar_3_bar__minus_7_bar_2_bar_60)
  (pickupable Pan_bar__minus_01_dot_54_bar__plus_00_dot_18_bar__minus_00_dot_73)
  (cleanable Pan_bar__minus_01_dot_54_bar__plus_00_dot_18_bar__minus_00_dot_73)
  (coolable Pan_bar__minus_01_dot_54_bar__plus_00_dot_18_bar__minus_00_dot_73)
  (objectType Spoon_bar__plus_00_dot_73_bar__plus_00_dot_43_bar__plus_01_dot_81 SpoonType)
  (inReceptacle Spoon_bar__plus_00_dot_73_bar__plus_00_dot_43_bar__plus_01_dot_81 CounterTop_bar__plus_01_dot_27_bar__plus_02_dot_33_bar__minus_02_dot_46)
  (objectAtLocation Spoon_bar__plus_00_dot_73_bar__plus_00_dot_43_bar__plus_01_dot_81 loc_bar__minus_7_bar__minus_6_bar_0_bar_15)
  (pickupable Spoon_bar__plus_00_dot_73_bar__plus_00_dot_43_bar__plus_01_dot_81)
  (cleanable Spoon_bar__plus_00_dot_73_bar__plus_00_dot_43_bar__plus_01_dot_81)
  (objectType Bowl_bar__minus_00_dot_75_bar__minus_01_dot_95_bar__plus_00_dot_93 BowlType)
  (inReceptacle Bowl_bar__minus_00_dot_75_bar__minus_01_dot_95_bar__plus_00_dot_93 Shelf_bar__minus_00_dot_13_bar__plus_01_dot_33_bar__minus_00_dot_42)
  (objectAtLocation Bowl_bar__minus_00_dot_75_bar__minus_01_dot_95_bar__plus_00_dot_93 loc_bar_3_bar__minus_7_bar_2_bar_60)
  (pickupable Bowl_bar__minus_00_dot_75_bar__minus_01_dot_95_bar__plus_00_dot_93)
  (cleanable Bowl_bar__minus_00_dot_75_bar__minus_01_dot_95_bar__plus_00_dot_93)
  (coolable Bowl_bar__minus_00_dot_75_bar__minus_01_dot_95_bar__plus_00_dot_93)
  (objectType Potato_bar__minus_00_dot_28_bar__minus_01_dot_66_bar__minus_00_dot_69 PotatoType)
  (inReceptacle Potato_bar__minus_00_dot_28_bar__minus_01_dot_66_bar__minus_00_dot_69 Sink_bar__plus_00_dot_31_bar__minus_02_dot_33_bar__minus_01_dot_36_bar_SinkBasin)
  (objectAtLocation Potato_bar__minus_00_dot_28_bar__minus_01_dot_66_bar__minus_00_dot_69 loc_bar_2_bar_2_bar_1_bar_15)
  (pickupable Potato_bar__minus_00_dot_28_bar__minus_01_dot_66_bar__minus_00_dot_69)
  (cleanable Potato_bar__minus_00_dot_28_bar__minus_01_dot_66_bar__minus_00_dot_69)
  (heatable Potato_bar__minus_00_dot_28_bar__minus_01_dot_66_bar__minus_00_dot_69)
  (coolable Potato_bar__minus_00_dot_28_bar__minus_01_dot_66_bar__minus_00_dot_69)
  (sliceable Potato_bar__minus_00_dot_28_bar__minus_01_dot_66_bar__minus_00_dot_69)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (inReceptacle ?o ?r)
                    (objectType ?o PanType)
                    (receptacleType ?r CabinetType)
                    (coolable ?o)
                    (isCool ?o)
                )
            )
        )
    )
)
)
